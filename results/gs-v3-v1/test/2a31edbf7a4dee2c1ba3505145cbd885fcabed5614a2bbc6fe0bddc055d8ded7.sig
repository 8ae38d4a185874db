{
  "algorithm": "ed25519",
  "content_sha256": "b7ee3bd2b2a5e86fd17c0769a0b9784dba49122f697eff07ac19b3fd180d8b8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a31edbf7a4dee2c1ba3505145cbd885fcabed5614a2bbc6fe0bddc055d8ded7",
  "schema": "gridshift.signature/1",
  "signature": "6c369300c4de41c7527f4538860bfdd5289a09bc5e1efb5102a7015d366eb8b3057d9bf1661e5a9d1d548f438cb22dd44a37ca1ffd13391ab65cb9694d913408"
}
