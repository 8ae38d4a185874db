{
  "algorithm": "ed25519",
  "content_sha256": "b017553e068c56c39ef4acf788e9e79d019b92dadc313f6891750bd0751da244",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b37d71960eae2ca008f25fea291d440e07e830dd43a17760d39fa1962caa5ff1",
  "schema": "gridshift.signature/1",
  "signature": "12a403277c67d5ac2b5038bb19013451ca0a83e1094da0d17b72ac78da753efc9b68512578dddf3e8f9901a71f391948140982a27b52efd6e605d6424d5a8e0d"
}
