{
  "algorithm": "ed25519",
  "content_sha256": "f2b5e065a67c1822b7450cb39e6a6c361e289c98e308330c6a623a93d4eaaa2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e66e8178c7614314fe4487f0d84e18b2ef3b7f8518ed1987ca8c2cab71d97fa9",
  "schema": "gridshift.signature/1",
  "signature": "0d69a939d1f53bccf5dba9c5c476ebacd491e3ea3f317ca9bef4c1fd984dc8bb678dd9b593bdda5337361e0bb46245f5bd4ce8553c9a59aad4e39f4cf8075405"
}
