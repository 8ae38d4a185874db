{
  "algorithm": "ed25519",
  "content_sha256": "6812647d155f68ea212c6aa7e6fe4d068150365ba2bacf6a7a93d23579a250ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb7954caf63e4b88784d69c83fb63e774fb7a3016c7e13d0439e7d724333e5b1",
  "schema": "gridshift.signature/1",
  "signature": "b1b3a2a30ec735ddc3b3cc01e92f6c071a93020552428026db63e59f26b4ab7eab6784ce72b5ac9584b5a49bfa4269b176499e3d6cd9ba6503fe3ac72fdc5404"
}
