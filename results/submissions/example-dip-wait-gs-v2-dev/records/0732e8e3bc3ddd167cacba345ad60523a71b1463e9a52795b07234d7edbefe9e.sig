{
  "algorithm": "ed25519",
  "content_sha256": "3fd40a8e7ed3ee56310bae0dd98aab7ec65cd08e08ff6bc574ca69e88738bdb5",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "0732e8e3bc3ddd167cacba345ad60523a71b1463e9a52795b07234d7edbefe9e",
  "schema": "gridshift.signature/1",
  "signature": "6807434fa69a3a1cede6eb89897c0993079411c03412b6a40a1c91c0720e6d29383ca8407521a5a2ea566caf813119fce808e55095a1ece26945837f088dc90d"
}
