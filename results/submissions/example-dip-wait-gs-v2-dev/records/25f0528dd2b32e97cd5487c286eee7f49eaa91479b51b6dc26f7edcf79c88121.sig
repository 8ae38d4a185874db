{
  "algorithm": "ed25519",
  "content_sha256": "d908beedb79b74cedbd6d330c3514fae404fc1ef746475a72495affa2b0113ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "25f0528dd2b32e97cd5487c286eee7f49eaa91479b51b6dc26f7edcf79c88121",
  "schema": "gridshift.signature/1",
  "signature": "07beb0efce0ba0644a317c1f6070bbd5759d86c6c1e6528a222453f8bd2aa3e7ce02c85061919c931630d0f2aa8a33569fb1776a60958445b6d52034747b600f"
}
