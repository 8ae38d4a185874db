{
  "algorithm": "ed25519",
  "content_sha256": "bcc3d6e4df40ace99c8947599f55e9010175cd8df0914ce895016252290ec1ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "906c8bb3f447c1ab60e0056d3d600a4abac26fc04dde6355eec1f18c00d6c98e",
  "schema": "gridshift.signature/1",
  "signature": "d02fce27648c0f0d0a33c60ebd45edbca7b078cfcb7f991d8fffcde1199eaf5bafd12aaf72ec1689876508a4054da11b435829e196bba564e18a61993105de06"
}
