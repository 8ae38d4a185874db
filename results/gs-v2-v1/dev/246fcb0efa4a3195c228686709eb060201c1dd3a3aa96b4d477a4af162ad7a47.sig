{
  "algorithm": "ed25519",
  "content_sha256": "63925f01118b7a4cc518a86ec6078c6dfe53a6d5a4326fa03b01dd0375451c24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "246fcb0efa4a3195c228686709eb060201c1dd3a3aa96b4d477a4af162ad7a47",
  "schema": "gridshift.signature/1",
  "signature": "f1771aaca28869ddabacb285a83bff8123dbbe645f84ef01406303b34396973f3fd3e8377469c6ea6a8d72f02b7b5af8aa5dc919ffcb551d5cd3c64f6c664805"
}
