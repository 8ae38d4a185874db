{
  "algorithm": "ed25519",
  "content_sha256": "b0e5dd74d58afb79a7c8e88f3dc6714e99bef86672f175ca1bc666e2f43ae4c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de449eb72ae5566d39d51138fb08ac4f172adf120301f582fb5cb4a56d4d3127",
  "schema": "gridshift.signature/1",
  "signature": "e55a8c4fd4e1ea9d7c15d7926f8c680c00d52d1b7de36bfe810e3eb42ccc88fba72ca7d960ebcc20a0549798ccd4710a8285b85c9127dab54225dd8be2092f08"
}
