{
  "algorithm": "ed25519",
  "content_sha256": "ca7e257ff85157a69294c9ab194c29854232c39b3273eec4bb3655b17f9e91b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2bc2787143c9937ef180ac3e6d42da9835b63e5f283de4493f1082208a3ca2a7",
  "schema": "gridshift.signature/1",
  "signature": "8c2867f8455a5a090ad17d9379cbe52b233af631263dcd5d1ea28f8f1c971f328d8b87c882df6635b1a1e6d01f169d74314939b0e900f4dd54f3bcabbcc33704"
}
