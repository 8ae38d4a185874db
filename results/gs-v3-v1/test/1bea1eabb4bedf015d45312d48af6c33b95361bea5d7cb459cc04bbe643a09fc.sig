{
  "algorithm": "ed25519",
  "content_sha256": "60e353470036be02bc8791005da3406650c91ba7e4af62de7691f1eb7ef776be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1bea1eabb4bedf015d45312d48af6c33b95361bea5d7cb459cc04bbe643a09fc",
  "schema": "gridshift.signature/1",
  "signature": "c500b6c8338b0162a429f2e7b4f8d85ef4b63e03b83610a2d2a20867aabf88261c0aa48dba710cca199fe323b87cc98fc60c32f054cb9312ddcf5099f75a0f0e"
}
