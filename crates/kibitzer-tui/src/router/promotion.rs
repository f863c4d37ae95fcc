//! The promotion picker's glue: hands the open picker
//! ([`PromotionChoice`](crate::board::promotion::PromotionChoice)) its keys and acts on its
//! [`PromotionOutcome`]: closes the overlay and plays the chosen move.

use crate::board::promotion::PromotionOutcome;
use crate::message::Effect;
use crate::mode::PromotionAction;
use crate::model::app::App;
use crate::router::overlay::Overlay;

impl App {
    /// A key while the promotion picker is open.
    pub(crate) fn promotion_key(&mut self, action: PromotionAction) -> Vec<Effect> {
        let Overlay::Promotion(choice) = &mut self.overlay else {
            return Vec::new();
        };
        let outcome = choice.key(action);
        if outcome != PromotionOutcome::Open {
            self.overlay = Overlay::None;
        }
        match outcome {
            PromotionOutcome::Open | PromotionOutcome::Cancelled => Vec::new(),
            PromotionOutcome::Chosen(m) => self.play(m),
            PromotionOutcome::Illegal => self.error("that promotion is not legal"),
        }
    }
}
