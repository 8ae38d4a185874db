{
  "algorithm": "ed25519",
  "content_sha256": "0c008fcc2e86e63ae473b6d70643eeb4c6496f82e601180030e13f86c148ff05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6c2bbac40845504846e3ab4159b4b5c5f77fa00e2fbed7e7a0c3e03680d2d84",
  "schema": "gridshift.signature/1",
  "signature": "878283f33885c7bb4bd82036ffb38cb884459050b88ff626ba8190a4be25af094640ec007450b3881ab557d89de54e5143e8a36dd1bf4c300ddce3ef7bf46304"
}
