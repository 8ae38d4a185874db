{
  "algorithm": "ed25519",
  "content_sha256": "6c25a2eb6deceb1d77cc8e24633f041ff5a2f03906a81dee150096b2de49078f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e766bfe61943845a9e1be23472f176cb188d79bb15eabc5ab8cddb7201ef5c6a",
  "schema": "gridshift.signature/1",
  "signature": "cef5c8368c122701e6e314cc365b3ef7f22e04ab6195a066566961af1b8b36aa1a73d7777cbbfc11a3d788ca1b030f4a1751d70c89de8cb9027554895f3e9b07"
}
