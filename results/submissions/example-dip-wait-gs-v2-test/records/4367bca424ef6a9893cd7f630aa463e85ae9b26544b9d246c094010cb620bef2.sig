{
  "algorithm": "ed25519",
  "content_sha256": "1ef42e0b877b29905bd41878a3fa60e9d2b878f58269c50fbaa14e6c8ae74b3e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "4367bca424ef6a9893cd7f630aa463e85ae9b26544b9d246c094010cb620bef2",
  "schema": "gridshift.signature/1",
  "signature": "9a18073b8b8c14895adb8ab65e90358f07520642ce620839b6d7e84ad4496aba560b037cf04285a11c36364c5c33c3ecd554ace010a3e1dcdd3eb1b6c606fe0f"
}
