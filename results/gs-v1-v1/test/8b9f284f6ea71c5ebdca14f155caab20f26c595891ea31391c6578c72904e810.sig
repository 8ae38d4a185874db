{
  "algorithm": "ed25519",
  "content_sha256": "5cb905dd88ec4bfebd23b2e9c868dce1105a4d2e4d15f896c1ae380a02e4b60d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b9f284f6ea71c5ebdca14f155caab20f26c595891ea31391c6578c72904e810",
  "schema": "gridshift.signature/1",
  "signature": "d1253788b8deff71b1ce26c65c84fd5ae5e72f46e7e38593e0f1b218e7aafa5bff9ea14d0831df86fbde90058ce290bfdb06b3eab6c28898375c28670fd64001"
}
