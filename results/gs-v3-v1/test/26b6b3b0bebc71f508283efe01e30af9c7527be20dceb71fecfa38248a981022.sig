{
  "algorithm": "ed25519",
  "content_sha256": "e29d4c0339fe2757080da8f9a4ca46dfc34f2df9ca5c08e19a14211d32b923a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26b6b3b0bebc71f508283efe01e30af9c7527be20dceb71fecfa38248a981022",
  "schema": "gridshift.signature/1",
  "signature": "403c64d3a430f1d6f9df5554228090eee4bcc2817744a5b2e9aa37b7a1e64eadc1bbffd752130edd73e9c50c76b19582f6ba53f477b172bcfaa38537ce7dd70d"
}
