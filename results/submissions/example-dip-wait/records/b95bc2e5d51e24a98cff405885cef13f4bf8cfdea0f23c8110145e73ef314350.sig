{
  "algorithm": "ed25519",
  "content_sha256": "72f0392fb4f774b974a579aee551fc10a2356b46da274b0aa66779076c44527d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b95bc2e5d51e24a98cff405885cef13f4bf8cfdea0f23c8110145e73ef314350",
  "schema": "gridshift.signature/1",
  "signature": "8b7ddbc7ba4dcf709edaffab88787ec7e67b379629280c429bc2724cf0a6a65ac4a2b09ca7f1fba3e4003fe300d2611ac1e94d6346b83e6d4f40d077fa673401"
}
