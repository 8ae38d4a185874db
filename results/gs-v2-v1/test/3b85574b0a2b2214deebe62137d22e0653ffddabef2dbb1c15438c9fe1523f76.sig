{
  "algorithm": "ed25519",
  "content_sha256": "f4bcf9455c7bdcb06ad1e3ad41f9015b479eb5d1494b65910ea3f7b715b63652",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b85574b0a2b2214deebe62137d22e0653ffddabef2dbb1c15438c9fe1523f76",
  "schema": "gridshift.signature/1",
  "signature": "05123b8075ebe7987543cb6bca2b7f35a3c77975881ebc6072efc53d66993dedd9701d05ce8e5832be46d80b6cdd7045cdc1a44342a6fb9ab0b7f8c4c172cf08"
}
