{
  "algorithm": "ed25519",
  "content_sha256": "99b73764f04b6de10918093b014f65c237d2b83668e8c58f02eb533d0039e1cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fb7a55736d74db647cdd58b823f1374997b83cb3b99ec3b49e39d1edf7685eb",
  "schema": "gridshift.signature/1",
  "signature": "0b5ead398525da6c701e830bfc1384155a98a86f5bb397fc30aa16dcad707d4e433e427a8ff90c72b987611e28afe9edfb1909e1401a2e7d33a19c9d8576fb04"
}
