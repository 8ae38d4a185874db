{
  "algorithm": "ed25519",
  "content_sha256": "e88ff28e0e6b8f595ad10a9aa0adf87f4b6b5c7085732ad00d3b84d7e676b590",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dfec9f1c057142e407dd990528f0d2a1cf45bdc777c0d723d6daf528e3729b7",
  "schema": "gridshift.signature/1",
  "signature": "32157f9bce8cae82f0c56c87b4fa5d41670be585706da26fa60a21710da58fe26d7b2af5a8d7bd5f9940730c25413e95c44d22202c5531de8315c2ab53f61a00"
}
