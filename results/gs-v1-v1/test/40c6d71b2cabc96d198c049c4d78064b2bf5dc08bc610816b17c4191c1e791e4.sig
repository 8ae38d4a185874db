{
  "algorithm": "ed25519",
  "content_sha256": "469b726167c394fdeb270202079791e77d6c22cde58a6fb202dce2d0fdb663e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40c6d71b2cabc96d198c049c4d78064b2bf5dc08bc610816b17c4191c1e791e4",
  "schema": "gridshift.signature/1",
  "signature": "b04f8bc9ed56e5017a6464951ec1f66fb70a6a4d4eab813a8eef41b23ca8227a1317070dad04a893eb8a4aebd07d5fe4676f446898408382cce21cf7ca4f7d04"
}
