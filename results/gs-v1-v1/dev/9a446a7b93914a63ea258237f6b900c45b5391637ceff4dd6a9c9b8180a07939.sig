{
  "algorithm": "ed25519",
  "content_sha256": "a72cb4e15d22a9ac82148e62a2c33e8f4460cab34a4485c6eb205ed086c96cd5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a446a7b93914a63ea258237f6b900c45b5391637ceff4dd6a9c9b8180a07939",
  "schema": "gridshift.signature/1",
  "signature": "29c70d3749a62beccedb0c199900577dc8af48151267185ce91bcc91388e8d673610fe1d2dfaf27129d7723b4d291c90fc4c315d24b1c3cec6d862f70be3b609"
}
