{
  "algorithm": "ed25519",
  "content_sha256": "32201e87b7caf3d0150f139cc2d9648da2dd9222825e1262a547928449407681",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6e885d5dff03b13ee6f5def899e68f6f1a26790d08de1ccbe8137a4351b6638",
  "schema": "gridshift.signature/1",
  "signature": "ca6cd57a742ea2412158bbef30b581f990dcf30297ff6b1ae7f1820b4f868abecfba2cb65d828183c699162013799815e08eaedab68bda8179f41bf2df90290b"
}
