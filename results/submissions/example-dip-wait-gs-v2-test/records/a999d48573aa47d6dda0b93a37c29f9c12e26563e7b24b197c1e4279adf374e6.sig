{
  "algorithm": "ed25519",
  "content_sha256": "3dc368efdae8f5cbb71e041c79415ff5b4a0145bd4d17e6ae636b4fe7764dbb4",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "a999d48573aa47d6dda0b93a37c29f9c12e26563e7b24b197c1e4279adf374e6",
  "schema": "gridshift.signature/1",
  "signature": "fc4dd1b4aa825fe8411d52e06a4f4a2fd75c56c15b553766f27a65cdb0502855669d1e6aad7f281cedf77b9170b6f6325ecdb498749bfdafdcea3fbab899bb09"
}
