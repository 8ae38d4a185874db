{
  "algorithm": "ed25519",
  "content_sha256": "324434abf6dcd4b1b43e2c6576a11e0725cd4327194079d5c1c098845604fb1c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31d3f9112898344aeb44421cb45e2f81d40a4f087cf5789887e7a78c8ffd538e",
  "schema": "gridshift.signature/1",
  "signature": "2e7b37e0cd22db3d7b057d000b3e9f20d47c29df6a82178cbc17b76812263fd604dbcce4ce50a4c2bee1ff0e00d1bfb74945e3033e585e72c65620b0ba720a06"
}
