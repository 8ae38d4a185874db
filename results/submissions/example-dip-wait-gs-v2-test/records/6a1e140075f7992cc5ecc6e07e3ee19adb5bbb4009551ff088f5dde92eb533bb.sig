{
  "algorithm": "ed25519",
  "content_sha256": "6a43c9f287e7652c65df9e32fd1db83435e7491ac7eeba3a984116bded46be2d",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "6a1e140075f7992cc5ecc6e07e3ee19adb5bbb4009551ff088f5dde92eb533bb",
  "schema": "gridshift.signature/1",
  "signature": "adaa3ccba0f7104ac02336848402ba4acb3636f9d070047eb509ce11c9f430b08b2e63b3be72c44c6c7a93dc357158ab4c3e9820ed20da0d299f80a2d5e45b00"
}
