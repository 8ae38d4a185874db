{
  "algorithm": "ed25519",
  "content_sha256": "a613b686d0c41c543a59d9fa9a9122b48c3cb7141d78bedc84124a059d4d1bfe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "adcf9d5228b143c1acde31b0f21627884d133f99c14ab6e7429a52fee08099ae",
  "schema": "gridshift.signature/1",
  "signature": "0ed9e82a7a0e93478a23958dae69568a868ad6e94ce78d04b81497031892c84ab5bbd8875a60cc7473fe964fbca1b8571849b4885084ad4fa073204f4720fc0d"
}
