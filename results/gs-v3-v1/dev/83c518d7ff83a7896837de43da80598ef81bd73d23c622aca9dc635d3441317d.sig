{
  "algorithm": "ed25519",
  "content_sha256": "8f9e278435ec432e2f1bc95dfe777aedb62fc6b65b54cfd336af22d1428766a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83c518d7ff83a7896837de43da80598ef81bd73d23c622aca9dc635d3441317d",
  "schema": "gridshift.signature/1",
  "signature": "acbc86949ebdd6619b8503d883bbd1df6a8da31e72e0bf1ed7ea19382d974b6323d939d8a743860a6e568c751bb42923bee3693d2a9f521a9e6b6c2307954f0e"
}
