{
  "algorithm": "ed25519",
  "content_sha256": "788e46b001c566fb3d679962a9d9156638da0c780a70277efc3c1e4b0b060336",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2f83bb6e93713383ed1cff674d428a1a6a3d0af0ed793b544a7bfe900917d9f",
  "schema": "gridshift.signature/1",
  "signature": "f704957b6d1cbce43f6456c6a8d54d585ae8f601aece1081f30bf96d645eafcd04ed12381da4ead8a7c176b6c5d5683dc8545341771d37f9c637dd7fe5f1f00e"
}
