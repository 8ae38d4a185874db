{
  "algorithm": "ed25519",
  "content_sha256": "61a1c2953469a9bbf48f361ef90481f01448b10377b7ef3881a38170b8896bb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bbc827ba2a13c321b6420911b0ec08c1c7c192fe278ac373472df791ecd57d88",
  "schema": "gridshift.signature/1",
  "signature": "ca33745535c629e7895aa49385be9371de99ec67050ee1106dc856bb19a529b8d4fe0a20a967d33d4a7d4acbb098e7364c86a53e6b1da57f34c47c94cff4f205"
}
