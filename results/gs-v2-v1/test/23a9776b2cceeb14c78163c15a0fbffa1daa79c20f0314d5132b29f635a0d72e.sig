{
  "algorithm": "ed25519",
  "content_sha256": "943fd13c3311cdca3d26fa5ab8f7ed2b80ddc426c43f124b12a6110695bedd67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23a9776b2cceeb14c78163c15a0fbffa1daa79c20f0314d5132b29f635a0d72e",
  "schema": "gridshift.signature/1",
  "signature": "883f0a7ae25674b87c41e7782cf03ec1de0df0268fec5500f0f83b8cf7fa6ee5d01747bd0bbeb14a9f34c9c1b638b85b3ad93bd1bbaed0d9021a148f106b6808"
}
