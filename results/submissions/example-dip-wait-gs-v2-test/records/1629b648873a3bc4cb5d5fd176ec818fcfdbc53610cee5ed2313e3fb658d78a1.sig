{
  "algorithm": "ed25519",
  "content_sha256": "211ef77993635452b6ef0f77668c4a9cc2265042b0dcd6f087d43e3ab304a869",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "1629b648873a3bc4cb5d5fd176ec818fcfdbc53610cee5ed2313e3fb658d78a1",
  "schema": "gridshift.signature/1",
  "signature": "57e3d4dd42bc7621316d9d69755ebcbc8f31e03338e82adde88e79759afd731750b776012651525c1e76b942f34048525b63363144291b3da1fdbb5ea193140f"
}
