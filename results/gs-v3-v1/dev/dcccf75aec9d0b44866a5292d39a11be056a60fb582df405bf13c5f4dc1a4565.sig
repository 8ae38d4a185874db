{
  "algorithm": "ed25519",
  "content_sha256": "8eebbf594b26a89201731ef2e3470f29f93d414d578314d590901d9eb6a1869e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dcccf75aec9d0b44866a5292d39a11be056a60fb582df405bf13c5f4dc1a4565",
  "schema": "gridshift.signature/1",
  "signature": "ecff3a515d6ed49c2d5b447105f7cd9f52bf6a47d9cb52f4b48289e3e5e693b38f047529eb22eb0357b06a7ac15e1399fb7d14bfff5eaa621daa384b82f82903"
}
