{
  "algorithm": "ed25519",
  "content_sha256": "56b8fc5df78ec74c41e875b44286787621a3e6aa16eaa0cb2ae1b11379188269",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47b3aca29a99a45e78b7d074f78aae4029d266d3d63aa8994572b81d68bc7bba",
  "schema": "gridshift.signature/1",
  "signature": "0d06c2e5457baab299160251ade987fe21d0f030d99d0460b9adb482815efd761fd7f41056899749d085e8c6957ed29ef74a51c7e08a97bb9ee541f111aa0507"
}
