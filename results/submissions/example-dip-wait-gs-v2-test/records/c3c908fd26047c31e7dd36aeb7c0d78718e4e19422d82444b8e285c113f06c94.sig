{
  "algorithm": "ed25519",
  "content_sha256": "b68d0acffc1a55440ede1025a7df0c0a73f924937db4741b88d24a78da5a876b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "c3c908fd26047c31e7dd36aeb7c0d78718e4e19422d82444b8e285c113f06c94",
  "schema": "gridshift.signature/1",
  "signature": "9b1692554991172b68a027a74a66a7091ac338a447c6fc193b77170570d1dc251944b58eed929d93ae3d537aceefc9df7017d55a68c1d5d0ceefe44863c08708"
}
