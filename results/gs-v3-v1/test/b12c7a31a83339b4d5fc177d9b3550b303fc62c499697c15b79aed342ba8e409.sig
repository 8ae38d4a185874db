{
  "algorithm": "ed25519",
  "content_sha256": "5f9f7af918478dd53c40f9019b023cd306a6b73e2e002c7f3b9f8afe9e7490e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b12c7a31a83339b4d5fc177d9b3550b303fc62c499697c15b79aed342ba8e409",
  "schema": "gridshift.signature/1",
  "signature": "d101272f21fcbb8dd1fc45a9dc8bc3129e4efda8921040ac956aabe33fcb2d0162cc2dfdd59e9016bda83c71f84d2eb23de9c5ce8b051fa70a20d4d25e49c50d"
}
