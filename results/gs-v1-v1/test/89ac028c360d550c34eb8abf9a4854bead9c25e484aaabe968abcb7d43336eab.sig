{
  "algorithm": "ed25519",
  "content_sha256": "f5681d5bf524074b4b2e4927f1e522d1ae71d7bc7c1f33e62c66f0fff287694e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89ac028c360d550c34eb8abf9a4854bead9c25e484aaabe968abcb7d43336eab",
  "schema": "gridshift.signature/1",
  "signature": "114292d7cb366fa1aae9bcf50d8d6465aa71544a1b3b0bd13bbed18beb51d1cf2d4fda466606920a2b9cef55ba02e3a065c4d8efe8d12177c14b63ba7a2d780b"
}
