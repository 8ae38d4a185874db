{
  "algorithm": "ed25519",
  "content_sha256": "e6bc9d3bb4a40965d8633553722ec8b203cab1ff23510f2955419ba0cba6e79b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ecc724e301d5c14a50b56e1ab8fa7e72b6ab3afdde7ed0544ba3729d81ddc67",
  "schema": "gridshift.signature/1",
  "signature": "d2bcf00fef6432e1b6d249fa47ac637f44329bda3e649b14602b191fb6e60799207189a93ad64ea33afb11989f64617bbfd87689b10a7a05a04067485608bf0b"
}
