{
  "algorithm": "ed25519",
  "content_sha256": "cdf05b82579ce964dad7e5f4fb1c6dce9632fa9a5ec07df3a5c9b170f84df93b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f94a26c84506ca9f0714adfb9d2d0d62414f2a74dc00c14dc9d98fa090199aa",
  "schema": "gridshift.signature/1",
  "signature": "a34f8242e5e47732fb099758f46d591481b18d563884c116c7e0666b1a0936f8901d2e9d83cb0448b89c8d254d3ff17b63093d0a7b5a2baf6984a05d073e370d"
}
