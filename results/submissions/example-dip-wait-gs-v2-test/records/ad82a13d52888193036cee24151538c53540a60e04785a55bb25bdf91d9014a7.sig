{
  "algorithm": "ed25519",
  "content_sha256": "9df800fb5dfb166cd0770aae20be2719b302bd1c2cbca42d3b5061ad20632f90",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ad82a13d52888193036cee24151538c53540a60e04785a55bb25bdf91d9014a7",
  "schema": "gridshift.signature/1",
  "signature": "00f669cc5ec217330e04226e5042fd6037cca45524261f679d05c5714bfc6331a2d20d9a8ef9b46613fa80a4d994d99ffa730cd8ca735efd5d0ae94c0438b300"
}
