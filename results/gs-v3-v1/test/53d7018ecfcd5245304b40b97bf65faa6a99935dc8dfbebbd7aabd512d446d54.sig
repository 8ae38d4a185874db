{
  "algorithm": "ed25519",
  "content_sha256": "f29febfe1f7f86527b3e3fd23546faded2f1ab33e6121c5df2098c73c3c93471",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53d7018ecfcd5245304b40b97bf65faa6a99935dc8dfbebbd7aabd512d446d54",
  "schema": "gridshift.signature/1",
  "signature": "ca4445880769f08ea2242bf2dd8adee0c65355323e25229de6fab9b7c0ab4f6445296a394b01a3b4f4bcb5d9812c1fe1d685708485d3f761e44c108d011b8001"
}
