{
  "algorithm": "ed25519",
  "content_sha256": "93e992d9e441bb365020861c4d9ea48a7561d6a2dbecbe4c7cd3598190030bf4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cdefd5cfdb73ddf725f6922ca41567238927e69f5884f463a05794de9b0574bc",
  "schema": "gridshift.signature/1",
  "signature": "0a06cba780b27e0d0d4203e99a2f1b4627177c8f1a151d9dde7e473a7bbb832b8ba4ab7deba72a12883030349c25d619e1c1d41bfe428c9bd73b858721778a0f"
}
