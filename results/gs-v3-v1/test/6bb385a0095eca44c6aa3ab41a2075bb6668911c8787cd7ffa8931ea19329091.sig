{
  "algorithm": "ed25519",
  "content_sha256": "89159653577270cd50cea7f36209ea83c6cb11d257febb8aaa9ef09588fe1585",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6bb385a0095eca44c6aa3ab41a2075bb6668911c8787cd7ffa8931ea19329091",
  "schema": "gridshift.signature/1",
  "signature": "1296e3baa6a6a6b44c84f284edb6a66856bbb0dbe722903301ed41aff68a10d0dc9722fb850a886e4b1ba78c33d7771e765d1c384779a367fd9fe24c6e530c01"
}
