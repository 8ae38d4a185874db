{
  "algorithm": "ed25519",
  "content_sha256": "1c0558ea7a795e3aaacd56cdcc6c7df907b0796fd7e2ed78e725e2575fd1fdac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e814c65b27e5c2c70521b46018f9981987721237c9ef2281ea40cd2453b154da",
  "schema": "gridshift.signature/1",
  "signature": "8283bd4219d8a25f3ed158976f9efe193a24bc0ee06e0845aa3f8db30d065ccbb3c34f659ed7d03d6829f6be26cac383ec3ca57cde027f5078cbd075bc4aaa08"
}
