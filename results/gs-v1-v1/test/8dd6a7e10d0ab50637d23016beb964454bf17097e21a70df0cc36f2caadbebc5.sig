{
  "algorithm": "ed25519",
  "content_sha256": "5c10d1eac6eb385825865c48376150750736be83d6330c3c8c51843d870f6444",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dd6a7e10d0ab50637d23016beb964454bf17097e21a70df0cc36f2caadbebc5",
  "schema": "gridshift.signature/1",
  "signature": "bb11ed32755c9f00d10492c372ab71e4f1fc802a2a796d403b1f7b3b6e015e72a1bafc6938f38aebb2ed599481edefb7c9afee5f93a1d0c0fa8806c1c71f430b"
}
