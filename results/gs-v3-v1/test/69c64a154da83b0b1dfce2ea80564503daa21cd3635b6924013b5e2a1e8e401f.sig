{
  "algorithm": "ed25519",
  "content_sha256": "b7fdb509aac6f59aec7fffaf1a294341b761111e36a398d10e2d0ba4645edffd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69c64a154da83b0b1dfce2ea80564503daa21cd3635b6924013b5e2a1e8e401f",
  "schema": "gridshift.signature/1",
  "signature": "abd0465e1d536102d410f74eef6bd9d5498d2550aadc35bc7c7fbac3587df6c562b418fc2248ee8e6b10302a69a45e947edd7ad741036f1e04066e0ff2b3540e"
}
