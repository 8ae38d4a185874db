{
  "algorithm": "ed25519",
  "content_sha256": "d7d43c92bd254fcae2ac2407d399d72115a3765e3def7e1fe1736df02113a8c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af158ea615d11b9ae0db35e82ebb6ca1b6723616800ec53d9f3c8ae4db8589d1",
  "schema": "gridshift.signature/1",
  "signature": "6c2e9e3982e074249f9b83161bb26871fd61893df7346ef3a468c0d9e30c0a2df1d05282d80dca7f203a83e650acf6eb0089647cfd65d051ddf8c3eb49399505"
}
