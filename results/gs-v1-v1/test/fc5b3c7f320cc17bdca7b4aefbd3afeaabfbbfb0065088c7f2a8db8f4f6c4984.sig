{
  "algorithm": "ed25519",
  "content_sha256": "9ee14fb3c28d832e9799ec2f686a9f0ef1ce98197e7167b9c856413834142645",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc5b3c7f320cc17bdca7b4aefbd3afeaabfbbfb0065088c7f2a8db8f4f6c4984",
  "schema": "gridshift.signature/1",
  "signature": "2fd199607887d61b667e5cd4ff8738ae0c5754909a07c2ab4136949a3c55b5c1e5ec8a2abbbfc32d9dd6dcbd42662a81b59a444112e5a16a66e6c9cb044aed0d"
}
