{
  "algorithm": "ed25519",
  "content_sha256": "d7eb289af948d862ec61e0b148d2af3dae14e5d82ed3eaabe1e6bda095e0e8c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ba1f6da4a5222abd3ca2dcb9c61867fcb1e854f5afc2150a7500f2f56c0213f",
  "schema": "gridshift.signature/1",
  "signature": "426ce664bf1384dfeb08f9d1ec8c443cd6a5a015a28eaf21f8ed1a74cf7690bd334614ffedf215a342ce1f167319f09d9de8d56bad015f81ec1a725dc6b6cb05"
}
