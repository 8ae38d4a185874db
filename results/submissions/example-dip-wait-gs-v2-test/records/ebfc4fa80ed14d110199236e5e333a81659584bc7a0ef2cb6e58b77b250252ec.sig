{
  "algorithm": "ed25519",
  "content_sha256": "541f44936231f08e539efab99a82a02716d280d40cdef9d6ff06459224b3c37f",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ebfc4fa80ed14d110199236e5e333a81659584bc7a0ef2cb6e58b77b250252ec",
  "schema": "gridshift.signature/1",
  "signature": "387ebc3702586f9af750c37be5ab625df2beb4c4d040f5731b0bbaa93466445e5b681a10f80e260118fab09c2bad82657795f3fea6206c9bba2ec071d6b1e60b"
}
