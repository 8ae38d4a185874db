{
  "algorithm": "ed25519",
  "content_sha256": "b18a49c264cd9a1ccd8f87c5e48faef020d3eee919cb521367e4acdebb49598b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c38f37537beb24c3c80b877534fe7107e17d251c9000baaa71a4f9139dbd6070",
  "schema": "gridshift.signature/1",
  "signature": "9207acadfd910aa20eaca6a17bc84650391c27d3ed0fd33ccc2c709500201a9e97dd63ae065f5d4655c788c9f96b2995b16341c125b22882961753b8eda3330d"
}
