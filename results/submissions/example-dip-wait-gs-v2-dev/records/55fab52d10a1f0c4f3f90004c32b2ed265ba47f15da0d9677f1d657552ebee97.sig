{
  "algorithm": "ed25519",
  "content_sha256": "ea44628f5ea83f320028003f64661c1fa8ee93e88dde82dea5e59f7a49b28c4d",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "55fab52d10a1f0c4f3f90004c32b2ed265ba47f15da0d9677f1d657552ebee97",
  "schema": "gridshift.signature/1",
  "signature": "c8d4cd24277ffc8e856c40b0e086a5efdc8eee5a6163ab27f01636bbee7bcb39fa687654f33fc4c0be6039cc43b6874c2ed9fde86c366a2162ae1d4c4df1f804"
}
