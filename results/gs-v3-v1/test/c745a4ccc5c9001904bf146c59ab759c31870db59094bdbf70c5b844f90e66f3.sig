{
  "algorithm": "ed25519",
  "content_sha256": "b56a7b7a4aa153922a1d026cdb6db5d2783749e3f8b182f23ea9cc5ef39400ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c745a4ccc5c9001904bf146c59ab759c31870db59094bdbf70c5b844f90e66f3",
  "schema": "gridshift.signature/1",
  "signature": "b589a35495d4899f16643c3a8aa3f530a84f188f648239b63e8f3d46951ca61cd13a752152a782d1d14f1adf8cdd48b6c6043fad9f9422b160153bae65efef0e"
}
