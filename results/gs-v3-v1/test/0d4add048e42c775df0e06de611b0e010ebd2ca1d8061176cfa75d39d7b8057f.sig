{
  "algorithm": "ed25519",
  "content_sha256": "275c9c24057217a9412552b79c98f4d1df7e95effdc3cb1e11aa81e8cd2e1290",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d4add048e42c775df0e06de611b0e010ebd2ca1d8061176cfa75d39d7b8057f",
  "schema": "gridshift.signature/1",
  "signature": "d120f90dfc9fa5a3857bfa2003158fa816ffcc65b8e59aad707fb0b2e3823a0860a4a254f081e0e512fe9f8e1f26e37855981a246a5df0bb349b7f0728b08b01"
}
